import type { Keyword } from "../../runtime/definitions.js";
import { costText } from "./costs.js";

/** RULES S4: "Tank", "Deflect 2", "Flow 2 + 1 Mind". */
export function keywordText(keyword: Keyword): string {
  switch (keyword.keyword) {
    case "Deflect":
    case "Assault":
    case "Shield":
      return `${keyword.keyword} ${keyword.value}`;
    case "Flow":
    case "Repeat":
      return `${keyword.keyword} ${costText(keyword.cost)}`;
    case "Hidden":
    case "Accelerate":
    case "Action":
    case "Reaction":
    case "Tank":
    case "Backline":
    case "Ganking":
    case "Legion":
    case "Temporary":
    case "Deathknell":
      return keyword.keyword;
    default: {
      const _exhaustive: never = keyword;
      return _exhaustive;
    }
  }
}
