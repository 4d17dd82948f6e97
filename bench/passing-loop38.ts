/**
 * CPU of the loop watch (runtime/repeated-state.ts) on loops the players only pass through which
 * the 10,000-step count ends, no state coming back:
 *
 * - `tokens`: fuzz37's two units answering each other's plays with a token
 *   (test/runtime/fuzz37-regressions.test.ts): the board grows to thousands of Recruits, and each
 *   step's sketch is new;
 * - `effects`: each Recruit that dies attacking is replaced at the battlefield by a gear, which
 *   also gives the defender a keyword for the turn: the board comes back every round, the list of
 *   continuous effects grows, so that each step's sketch was seen before and its state is
 *   described in full — the wild games' slow loops (bench/RESULTS.md, fuzz37).
 *
 *   npx esbuild bench/passing-loop38.ts --bundle --platform=node --format=esm \
 *     --packages=external --outfile=dist/passing-loop38.mjs && node dist/passing-loop38.mjs [tokens|effects]
 */
import { RandomChooser, createGame } from "../runtime/index.js";
import { compile } from "../compiler/compile.js";
import { loadTokenLibrary, nodeHost } from "../compiler/node-host.js";

const CARDS = `
card unit "Echo Herald Bench38" {
  cost 0
  domain Order
  might 1
  when an opponent plays a unit: play a Recruit token at your base
}
card unit "Squire Bench38" { cost 0  domain Order  might 1 }
card battlefield "Field Bench38" {}
card unit "Bulwark Bench38" { cost 0  domain Order  might 4 }
card gear "Grave Bell Bench38" {
  cost 0
  domain Order
  when a unit leaves the board: create a Recruit token at its location; give each enemy unit Deflect this turn
}
`;

const SETUPS = {
  tokens: `
    A hand: "Squire Bench38" as s
    A base: "Echo Herald Bench38"
    B base: "Echo Herald Bench38"`,
  effects: `
    A base: "Grave Bell Bench38", "Recruit" as s
    battlefield "Field Bench38" as f controlled by B { B: "Bulwark Bench38" }`,
};

const which = (process.argv[2] ?? "tokens") as keyof typeof SETUPS;
const result = compile(
  [{ file: "loop.rift", text: `${CARDS}\nscenario "s" {\n  setup {${SETUPS[which]}\n  }\n}\n` }],
  { library: loadTokenLibrary(), host: nodeHost },
);
const errors = result.diagnostics.filter((d) => d.severity === "error");
if (errors.length > 0) throw new Error(errors.map((d) => d.message).join("\n"));
const [scenario] = result.scenarios;
if (!scenario) throw new Error("no scenario");
const started = process.cpuUsage();
const game = createGame(scenario.setup, {
  definitions: result.definitions,
  chooser: new RandomChooser(7),
});
const labelled = (label: string) => {
  const found = game.objects().find((o) => o.label === label);
  if (!found) throw new Error(`no ${label}`);
  return found.id;
};
const first =
  which === "tokens"
    ? game.perform({ type: "play", player: "A", object: labelled("s") })
    : game.perform({
        type: "move",
        player: "A",
        units: [labelled("s")],
        to: { kind: "battlefield", battlefield: labelled("f") },
      });
if (!first.ok) throw new Error(first.error.message);
let passes = 0;
while (!game.drawn() && game.winner() === null) {
  const holder = game.priorityHolder();
  if (holder === null || !game.perform({ type: "pass", player: holder }).ok) break;
  passes++;
}
const spent = process.cpuUsage(started);
const how = game.log.find((e) => e.kind === "gameDrawn")?.detail ?? "not drawn";
console.log(
  `${which}: ${how}; after ${passes} passes, ${game.objects().length} objects, ${Math.round((spent.user + spent.system) / 1000)} ms of CPU`,
);
