export * from "./accounts";
export * from "./auditions";
export * from "./engagement";
export * from "./meta";
export * from "./reference";
export * from "./social";
export * from "./talent";
export * from "./telemetry";
