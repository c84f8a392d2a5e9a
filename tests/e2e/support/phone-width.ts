import type { Page } from '@playwright/test';

/** The two phone screens every route is walked at (issue 52, item 6). */
export const PHONE_SCREENS = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;

/**
 * Lays out the blocks that `content-visibility: auto` skips until they near the viewport
 * (app/globals.css), so every element has its real box when measured. Widths do not change.
 */
export async function layOutWholePage(page: Page): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}

/**
 * Every visible element whose box reaches past the viewport's right edge (by more than half a
 * pixel), outermost first: a descendant of a reported element is not reported again. The page
 * need not scroll sideways for an element to be reported: content clipped by an `overflow` of
 * its own or an ancestor's fails too (issue 52: /contact's cards were cut, not scrollable).
 *
 * Not reported (docs/architecture.md, "Phone width"):
 * - elements inside a container that scrolls sideways on purpose (`overflow-x: auto | scroll`:
 *   the tab rows, the members navigation, wide tables); the container itself is measured;
 * - visually hidden helpers: an element of at most 1 × 1 px that clips its content (`sr-only`, the
 *   skip link until focused, the forms' honeypot) and everything inside it;
 * - what no one sees: `display: none`, `visibility: hidden`, no box at all; and SVG's inner shapes
 *   (the `<svg>` element itself is measured).
 */
export async function elementsPastRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth + 0.5;
    const describe = (element: Element) => {
      const box = element.getBoundingClientRect();
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList]
        .slice(0, 4)
        .map((name) => `.${name}`)
        .join('');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${classes} "${text}" right=${Math.round(box.right)} width=${Math.round(box.width)}`;
    };
    const isVisuallyHidden = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return box.width <= 1 && box.height <= 1 && style.overflow !== 'visible';
    };
    const excluded = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const overflowX = getComputedStyle(node).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
        if (isVisuallyHidden(node)) return true;
      }
      return isVisuallyHidden(element);
    };
    const reported: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('svg') && element.tagName.toLowerCase() !== 'svg') continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.right <= edge) continue;
      if (reported.some((outer) => outer.contains(element))) continue;
      if (excluded(element)) continue;
      reported.push(element);
    }
    return reported.map(describe);
  });
}

/**
 * Links and buttons smaller than 24 × 24 px without the spacing WCAG 2.5.8 (Target Size, Minimum)
 * asks for: a 24 px circle centred on each undersized target must not intersect another target
 * or another undersized target's circle. Targets inline in a sentence are exempt (the rule's
 * "inline" exception), as are hidden ones (as above) and disabled controls.
 */
export async function crampedTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SIZE = 24;
    const selector =
      'a[href], button, [role="button"], [role="tab"], [role="link"], summary, input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"], select';
    const hiddenByAncestor = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const box = node.getBoundingClientRect();
        if (box.width <= 1 && box.height <= 1 && getComputedStyle(node).overflow !== 'visible') return true;
      }
      return false;
    };
    /** A link in running text: inline, with other text in the same block. */
    const inlineInText = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement;
      const own = (element.textContent ?? '').trim().length;
      return Boolean(block && (block.textContent ?? '').trim().length > own);
    };
    const targets = [...document.body.querySelectorAll(selector)].filter((element) => {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
      if ((element as HTMLButtonElement).disabled) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && !hiddenByAncestor(element);
    });
    const boxes = targets.map((element) => element.getBoundingClientRect());
    const undersized = targets.map((element, index) => {
      const box = boxes[index]!;
      return (box.width < SIZE - 0.5 || box.height < SIZE - 0.5) && !inlineInText(element);
    });
    const centre = (box: DOMRect) => [box.left + box.width / 2, box.top + box.height / 2] as const;
    const circleHitsBox = ([x, y]: readonly [number, number], box: DOMRect) => {
      const dx = Math.max(box.left - x, 0, x - box.right);
      const dy = Math.max(box.top - y, 0, y - box.bottom);
      return dx * dx + dy * dy < (SIZE / 2) ** 2;
    };
    const found: string[] = [];
    targets.forEach((element, index) => {
      if (!undersized[index]) return;
      const box = boxes[index]!;
      const own = centre(box);
      const crowdedBy = targets.find((other, otherIndex) => {
        if (otherIndex === index || other.contains(element) || element.contains(other)) return false;
        const otherBox = boxes[otherIndex]!;
        if (circleHitsBox(own, otherBox)) return true;
        if (!undersized[otherIndex]) return false;
        const [x, y] = centre(otherBox);
        return Math.hypot(x - own[0], y - own[1]) < SIZE;
      });
      if (!crowdedBy) return;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
      const other = (crowdedBy.getAttribute('aria-label') ?? crowdedBy.textContent ?? '').replace(/\s+/g, ' ').trim();
      found.push(
        `${element.tagName.toLowerCase()} "${name.slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)} beside "${other.slice(0, 30)}"`,
      );
    });
    return found;
  });
}
