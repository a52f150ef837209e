// Accessibility checks for the browser tests: axe-core's WCAG 2.1 A and AA rules run inside the
// page, and a Tab walk that says where the keyboard focus goes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** axe-core's minified build: a third of axe.source, which takes seconds to hand to a busy browser. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rule tags of WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Puts axe-core into the page's document unless it is there already (it stays while the console
 * moves between screens without a page load). Evaluated, not a script tag: the console's
 * Content-Security-Policy refuses inline scripts, and evaluation is not subject to it.
 */
async function ensureAxe(page) {
  if (await page.evaluate(() => typeof window.axe === 'undefined')) await page.evaluate(AXE_SOURCE);
}

/**
 * Runs the WCAG 2.1 A/AA rules on the page as it is now, or only inside the element `within`
 * names (a dialog: the page behind it is inert), and resolves to one line per element that
 * breaks a rule ("rule: summary @ selector"), empty when none does. Contrast that axe cannot
 * decide (text on a gradient or an image, text under another element) counts as a failure
 * too: a screen must be readable, not just not provably unreadable. Text that is only covered
 * because it is scrolled out of its box (a long dialog's last fields under its buttons) is
 * checked again scrolled into view, as a reader would see it.
 */
export async function accessibilityProblems(page, { within } = {}) {
  await ensureAxe(page);
  return page.evaluate(
    async ({ tags, within }) => {
      const describe = (ruleId, node) => `${ruleId}: ${node.failureSummary?.split('\n').slice(0, 2).join(' ')} @ ${node.target.join(' ')}`;
      const context = within ? document.querySelector(within) : document;
      const results = await window.axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations', 'incomplete'] });
      const problems = results.violations.flatMap((rule) => rule.nodes.map((node) => describe(rule.id, node)));
      const undecided = results.incomplete.find((rule) => rule.id === 'color-contrast')?.nodes ?? [];
      for (const node of undecided) {
        const element = document.querySelector(node.target[0]);
        element.scrollIntoView({ block: 'center' });
        const again = await window.axe.run(element, { runOnly: ['color-contrast'], resultTypes: ['violations', 'incomplete'] });
        for (const rule of [...again.violations, ...again.incomplete]) {
          const sameElement = rule.nodes.filter((retried) => retried.target.join(' ') === node.target.join(' '));
          problems.push(...sameElement.map((retried) => describe(rule.id, retried)));
        }
      }
      return problems;
    },
    { tags: WCAG_TAGS, within },
  );
}

/** A short description of the focused element: its role or tag, and its accessible name or text. */
export function describeFocus(page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') || element.textContent?.trim().slice(0, 40) || element.getAttribute('name') || '';
    return `${element.getAttribute('role') || element.tagName.toLowerCase()} "${name}"`;
  });
}

/**
 * Presses Tab (or Shift+Tab) `count` times and resolves to whether the focus stayed inside the
 * element `containerSelector` names after every press, with the stops it passed for messages.
 */
export async function tabWalk(page, containerSelector, { count, backwards = false }) {
  const stops = [];
  let stayedInside = true;
  for (let press = 0; press < count; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const inside = await page.evaluate((selector) => {
      const container = document.querySelector(selector);
      return Boolean(container && container.contains(document.activeElement));
    }, containerSelector);
    stops.push(await describeFocus(page));
    if (!inside) stayedInside = false;
  }
  return { stayedInside, stops };
}

/** The styles that can show focus; a focused element, or the box around it, must differ from its unfocused look in one. */
const FOCUS_STYLES = ['outlineStyle', 'outlineWidth', 'outlineColor', 'boxShadow', 'borderColor', 'backgroundColor'];

/**
 * Walks the page with Tab from where the focus is, `count` stops, and resolves to the stops
 * whose focused look does not differ from their unfocused one (no ring, border or background
 * change on the element or on its parent, for fields whose box shows the focus): empty when
 * every interactive element shows the keyboard focus.
 */
export async function stopsWithoutVisibleFocus(page, count) {
  const lookOf = (styles) => {
    window.lookOf = (element) =>
      [element, element.parentElement].map((part) => styles.map((style) => getComputedStyle(part)[style]).join('|')).join(' / ');
  };
  await page.evaluate(lookOf, FOCUS_STYLES);
  await page.evaluate(() => {
    const focused = document.activeElement;
    focused?.blur?.();
    window.unfocusedLooks = new Map(
      [...document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]')].map((element) => [element, window.lookOf(element)]),
    );
  });
  const invisible = [];
  for (let press = 0; press < count; press += 1) {
    await page.keyboard.press('Tab');
    const looksTheSame = await page.evaluate(() => window.unfocusedLooks.get(document.activeElement) === window.lookOf(document.activeElement));
    if (looksTheSame) invisible.push(await describeFocus(page));
  }
  return invisible;
}
