/** Prints rows (arrays of strings) as a plain-text table with a header line, columns padded to fit. */
export function printTable(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) => cells.map((cell, column) => String(cell).padEnd(widths[column])).join("  ");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
