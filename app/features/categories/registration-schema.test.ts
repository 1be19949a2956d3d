import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/bounded-reply";
import { REGISTRATION_MESSAGES as M, registrationSchema } from "./registration-schema";

const valid = {
  fullName: "Meera Nair",
  email: "Meera.Nair@Example.com ",
  phone: "+91 (98765) 43210",
  location: "Kochi",
  experience: "intermediate",
  bio: "Malayalam theatre actor moving into OTT series.",
  portfolio: "https://www.behance.net/meeranair",
  agreeToTerms: "on",
};

function parse(fields: Record<string, string | undefined>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  return parseForm(form, registrationSchema);
}

function errorsFor(fields: Record<string, string | undefined>) {
  const submission = parse(fields);
  expect(submission.status).toBe("error");
  return (submission.status === "error" ? submission.error : undefined) ?? {};
}

describe("registrationSchema", () => {
  it("accepts a complete form: email lowercased and trimmed, terms as true", () => {
    const submission = parse(valid);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({
      ...valid,
      email: "meera.nair@example.com",
      agreeToTerms: true,
    });
  });

  it("leaves the portfolio out when it is empty", () => {
    const submission = parse({ ...valid, portfolio: "  " });
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value.portfolio).toBeUndefined();
  });

  it.each([
    ["fullName", "M", M.fullName],
    ["fullName", "   ", M.fullName],
    ["fullName", "x".repeat(101), M.fullNameTooLong],
    ["email", "meera@", M.email],
    ["email", "", M.email],
    ["phone", "98765", M.phone],
    ["phone", "call me at 9876543210", M.phoneCharacters],
    ["phone", "9".repeat(21), M.phone],
    ["location", "K", M.location],
    ["location", "", M.location],
    ["experience", "", M.experience],
    ["experience", "legendary", M.experience],
    ["bio", "Too short", M.bioTooShort],
    ["bio", "x".repeat(501), M.bioTooLong],
    ["portfolio", "https://evil.example/meera", M.portfolio],
    ["portfolio", "http://behance.net/meera", M.portfolio],
    ["portfolio", "javascript:alert(1)", M.portfolio],
    ["portfolio", "behance.net/meera", M.portfolio],
  ])("refuses %s %j with the spec's message", (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })[field]?.[0]).toBe(message);
  });

  it("asks for the experience level and the terms when they are missing", () => {
    const errors = errorsFor({ ...valid, experience: undefined, agreeToTerms: undefined });
    expect(errors.experience).toEqual([M.experience]);
    expect(errors.agreeToTerms).toEqual([M.terms]);
  });

  it("sanitises text: tags, scripts and handlers go, whitespace collapses, then the limits apply", () => {
    const submission = parse({
      ...valid,
      fullName: "  <b>Meera</b>   Nair<script>alert(1)</script> ",
      location: '<img src=x onerror="steal()">Kochi,   Kerala',
      bio: "I act.<script>x()</script>\n\n\n  javascript:Theatre   and film.",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.fullName).toBe("Meera Nair");
    expect(submission.value.location).toBe("Kochi, Kerala");
    expect(submission.value.bio).toBe("I act.\n\nTheatre and film.");
  });

  it("measures a bio that is only markup after cleaning", () => {
    expect(errorsFor({ ...valid, bio: "<b></b><i></i><u>hi</u>" }).bio).toEqual([M.bioTooShort]);
  });

  it("refuses a huge paste by its length alone", () => {
    expect(errorsFor({ ...valid, bio: "<".repeat(200_000) }).bio).toEqual([M.bioTooLong]);
  });
});
