import { SourceNames } from "../source-names.js";

/**
 * How the documents a pipeline reads (`--format json` of check, build and test, and test's JUnit
 * XML) name files: relative to the working folder, a file outside it with `../` segments
 * (`../shared/core.rift`), with `/` between folders — the names generated modules carry. CI systems
 * resolve a report's `file` against the checkout (GitHub's and GitLab's JUnit annotations, problem
 * matchers), where an absolute path names a folder of the machine that ran the job; and one document
 * mixing relative names for some files with absolute ones for others had to be read two ways.
 * Text output keeps the paths diagnostics print (absolute outside the working folder), for a
 * terminal to open.
 */
export function reportNames(): SourceNames {
  // No library name: the tokens library, installed outside the working folder, is a file like any
  // other here, named so a reader can open it (`riftscript/…` names a package, not a place).
  return new SourceNames(undefined);
}
