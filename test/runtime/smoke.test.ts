import { expect, test } from "vitest";
import { Table, cost, player, pool, setup, spell, target, unit, UNIT } from "./helpers.js";

test("smoke: play a unit, then a spell that kills it", () => {
  const defs = [
    unit("Grunt", cost(2), 2),
    spell("Zap", cost(1), [{ op: "kill", target: { ref: "target", filter: UNIT } }]),
  ];
  const t = new Table(
    setup([
      player("A", { hand: [{ name: "Grunt" }, { name: "Zap" }] }, { pool: pool(5) }),
      player("B"),
    ]),
    defs,
  );
  t.play("A", "Grunt");
  expect(t.names("A", "base")).toEqual(["Grunt"]);
  expect(t.obj("Grunt").statuses).toContain("exhausted");
  t.play("A", "Zap", [target("Grunt")]);
  expect(t.game.chain().map((c) => c.name)).toEqual(["Zap"]);
  t.resolveAll();
  expect(t.names("A", "trash").sort()).toEqual(["Grunt", "Zap"]);
  expect(t.game.pool("A").energy).toBe(2);
});
