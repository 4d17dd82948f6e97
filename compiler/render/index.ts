/** Card-text rendering: definitions back to the words a designer reads (issue 4, item 3). */
export { renderCardText, renderDefinition } from "./card.js";
export type { RenderedCard, RenderOptions } from "./card.js";
