// The page served for the browser tests: `scripts/serve-web --port 0 --no-build` (127.0.0.1, any free
// port), which scripts/test-web runs after building the wasm.

import { spawn } from "node:child_process";
import { join } from "node:path";

/**
 * Starts the server; resolves with its base URL and a function that stops it.
 * @param {string} root the repository
 * @returns {Promise<{base: string, stop: () => void}>}
 */
export async function serveSite(root) {
  const server = spawn(join(root, "scripts", "serve-web"), ["--port", "0", "--no-build"], { stdio: ["ignore", "pipe", "inherit"] });
  const base = await new Promise((resolveURL, reject) => {
    let text = "";
    server.stdout.on("data", (chunk) => {
      text += chunk;
      const match = /http:\/\/127\.0\.0\.1:\d+\//.exec(text);
      if (match) resolveURL(match[0]);
    });
    server.on("exit", (code) => reject(new Error(`scripts/serve-web exited (${code})`)));
  });
  return { base, stop: () => server.kill() };
}
