/**
 * Called with what is left after destructuring every field a renderer knows: it only type-checks
 * while nothing is left, so a field added to the contract fails to compile until it is rendered.
 */
export function renderedEveryField(_rest: Readonly<Record<string, never>>): void {}
