// Layout measurements for the browser tests: what a reader would see as cut off, scrolled
// sideways, broken mid-word or covered.

/** How many pixels the element's content is wider than the element (> 0: it scrolls sideways or is cut off). */
export function horizontalOverflow(locator) {
  return locator.evaluate((element) => element.scrollWidth - element.clientWidth);
}

/** Each character of the element's text with the top of the line the browser put it on (null where it has no box). */
function charactersWithLines(locator) {
  return locator.evaluate((element) => {
    const characters = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let index = 0; index < node.data.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getClientRects()[0];
        characters.push({ character: node.data[index], lineTop: box ? Math.round(box.top) : null });
      }
    }
    return characters;
  });
}

/**
 * The words of the element's text that the browser split over two lines. A word is a run of
 * characters between spaces, '@', '.' and ',': an address may wrap before its '@' or a dot, as
 * a printed address would, but never inside "example" or "reader1".
 */
export async function wordsBrokenOverLines(locator) {
  const broken = [];
  let word = [];
  const endWord = () => {
    if (new Set(word.map((entry) => entry.lineTop)).size > 1) broken.push(word.map((entry) => entry.character).join(''));
    word = [];
  };
  for (const entry of await charactersWithLines(locator)) {
    if (/[\s@.,]/.test(entry.character)) endWord();
    else word.push(entry);
  }
  endWord();
  return broken;
}

/** The element's text as the browser laid it out, one string per line (a heading that wrapped gives two). */
export async function linesOf(locator) {
  const lines = new Map();
  for (const { character, lineTop } of await charactersWithLines(locator)) {
    if (lineTop !== null) lines.set(lineTop, (lines.get(lineTop) ?? '') + character);
  }
  return [...lines.entries()].sort(([first], [second]) => first - second).map(([, text]) => text.trim()).filter(Boolean);
}

/** Whether the first box lies wholly inside the second (a pixel of rounding allowed). */
export function boxInside(inner, outer) {
  return inner.x >= outer.x - 1 && inner.y >= outer.y - 1 && inner.x + inner.width <= outer.x + outer.width + 1 && inner.y + inner.height <= outer.y + outer.height + 1;
}

/** Whether two bounding boxes ({ x, y, width, height }) share any area. */
export function boxesOverlap(first, second) {
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

/** The two elements' boxes, and whether they overlap: an assertion message shows where each was. */
export async function overlapOf(firstLocator, secondLocator) {
  const [first, second] = await Promise.all([firstLocator.boundingBox(), secondLocator.boundingBox()]);
  if (!first || !second) throw new Error('Both elements must be visible to compare their boxes');
  return { overlaps: boxesOverlap(first, second), boxes: JSON.stringify({ first, second }) };
}

/**
 * The page's Cumulative Layout Shift so far: the sum of its layout-shift entries that no input
 * caused (what Lighthouse's CLS adds up for a page load), read from the browser's buffer.
 */
export function cumulativeLayoutShift(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let total = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) total += entry.value;
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // The buffered entries arrive in the observer's first callback, right after observe().
        setTimeout(() => {
          observer.disconnect();
          resolve(total);
        }, 100);
      }),
  );
}
