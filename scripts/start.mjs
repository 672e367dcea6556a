// `npm start`: build the app when the sources are newer than the last build, then serve it with
// plain `node` from the server bundle (scripts/build-server.mjs). A fresh clone builds once
// (~20 s); later starts go straight to the server.
import { spawn } from "node:child_process";
import { ensureBuild } from "./ensure-build.mjs";
import { serverArgs, serverEnv } from "./server-command.mjs";

const built = ensureBuild();
if (built !== 0) process.exit(built);

const child = spawn(process.execPath, serverArgs(), { stdio: "inherit", env: serverEnv() });
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
