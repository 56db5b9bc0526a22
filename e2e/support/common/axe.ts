import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA: the bar every screen must clear with zero violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Colours fade for a moment when the scheme changes (transition-colors): check the settled page,
  // not a frame mid-fade. A scheme change reaches the page's listeners in its next frame, and their
  // restyle starts the fades, so wait two frames before collecting them. Only transitions end; a
  // spinner's animation runs on.
  await page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}
