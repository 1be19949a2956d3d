// npm run i18n: compiles the message catalogs (i18n/messages/*.json) into typed functions in
// app/paraglide/ (git-ignored), with the options the Vite plugin uses.
import { compile } from "@inlang/paraglide-js";
import { PARAGLIDE_OPTIONS } from "../i18n/paraglide-options.mjs";

await compile({ ...PARAGLIDE_OPTIONS, emitGitIgnore: false, emitPrettierIgnore: false, emitReadme: false });
