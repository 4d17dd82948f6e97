/**
 * The file tabs in one row: an example compiles with its whole folder (`test/rules/` is ninety-odd
 * files), so the row cannot hold every tab. Those it cuts off are counted on a menu at its end that
 * lists every file; pure, so Node tests measure with numbers.
 */

/** A tab's or the row's left and right edges, in pixels. */
export interface Extent {
  left: number;
  right: number;
}

/** A pixel either way: a tab that fits exactly may measure a fraction over (scroll offsets are
 * whole pixels), and a pixel of a tab's border is no cut. */
const TOLERANCE = 1;

/** The indices of the tabs not wholly inside the row's visible part. */
export function hiddenTabs(tabs: readonly Extent[], row: Extent): number[] {
  const hidden: number[] = [];
  tabs.forEach((tab, index) => {
    if (tab.left < row.left - TOLERANCE || tab.right > row.right + TOLERANCE) hidden.push(index);
  });
  return hidden;
}

/** What the menu says while it has not been opened: how many tabs the row does not show. */
export function overflowLabel(hidden: number): string {
  return hidden === 1 ? "1 more file" : `${hidden} more files`;
}
