import type { Project, SourceFileStructure } from "ts-morph";

/** Output formatting is fixed, not read from the user's configuration, so builds are reproducible. */
const PRETTIER_OPTIONS = { parser: "typescript", printWidth: 100, trailingComma: "all" } as const;

/**
 * Turns structures into formatted text: ts-morph builds each file in one call from its structure
 * (statement-by-statement edits re-parse the file each time, which is quadratic), Prettier formats
 * it once. The ts-morph project lives in memory and is made only when something is printed; ts-morph
 * and Prettier are loaded then too (seconds of start-up that a build reusing every file skips).
 */
export class ModulePrinter {
  private project: Project | undefined;

  async print(path: string, structure: SourceFileStructure): Promise<string> {
    const [{ Project }, { format }] = await Promise.all([import("ts-morph"), import("prettier")]);
    this.project ??= new Project({
      useInMemoryFileSystem: true,
      skipAddingFilesFromTsConfig: true,
      skipFileDependencyResolution: true,
    });
    const sourceFile = this.project.createSourceFile(`/${path}`, structure, { overwrite: true });
    const text = sourceFile.getFullText();
    this.project.removeSourceFile(sourceFile);
    return format(text, PRETTIER_OPTIONS);
  }
}
