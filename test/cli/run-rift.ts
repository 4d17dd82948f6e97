import { main } from "../../compiler/cli/main.js";

export interface RiftRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the `rift` command in-process, capturing what it writes. `process.chdir` is not available
 * in Vitest workers, so paths are given relative to the repository (the test's working directory)
 * or absolute.
 */
export async function runRift(args: readonly string[]): Promise<RiftRun> {
  let stdout = "";
  let stderr = "";
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  }) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  }) as typeof process.stderr.write;
  try {
    const code = await main(args);
    return { code, stdout, stderr };
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
  }
}
