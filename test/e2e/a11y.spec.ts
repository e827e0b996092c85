import { axeViolations } from './support/axe';
import { openAndFill, openDialog, visitorForThisTest } from './support/contactPage';
import { contactWords, content, educationWithUnits, filterTabs, words } from './support/content';
import { expect, expectEverySection, test, waitForHydration } from './support/fixtures';
import { receivedSends } from './support/standIn';

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no violation in the ${colorScheme} theme, dialog closed and open`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: words.getInTouch }).click();
    await expect(page.getByRole('dialog', { name: words.getInTouch })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test.describe('keyboard alone', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
  });

  test('the skip link is the first Tab stop and leads to the main content', async ({ page }) => {
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: words.skipToContent });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the project filter follows the tabs pattern, its arrows in reading order', async ({
    page,
  }) => {
    test.skip(filterTabs.length < 2, 'the content has no projects');
    const tab = (index: number) => page.getByRole('tab', { name: filterTabs.at(index)!.label });
    const rightToLeft = content.language.dir === 'rtl';
    const [next, previous] = rightToLeft
      ? ['ArrowLeft', 'ArrowRight']
      : ['ArrowRight', 'ArrowLeft'];
    await tab(0).focus();
    await expect(tab(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press(next);
    await expect(tab(1)).toBeFocused();
    await expect(tab(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(0)).toHaveAttribute('tabindex', '-1');
    // The next tab sits further along the line: left of the first on a right-to-left page.
    const [first, second] = [await tab(0).boundingBox(), await tab(1).boundingBox()];
    expect(rightToLeft ? second!.x < first!.x : second!.x > first!.x).toBe(true);
    await page.keyboard.press('End');
    await expect(tab(-1)).toBeFocused();
    await page.keyboard.press(next);
    await expect(tab(0)).toBeFocused();
    await page.keyboard.press(previous);
    await expect(tab(-1)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab(0)).toBeFocused();
    await expect(page.getByRole('tabpanel')).toHaveAttribute(
      'aria-labelledby',
      (await tab(0).getAttribute('id')) ?? 'missing',
    );
  });

  test('View Units opens and closes with Enter and Space', async ({ page }) => {
    test.skip(educationWithUnits.length === 0, 'no education entry lists units');
    const button = page.getByRole('button', { name: words.viewUnits }).first();
    const listId = await button.getAttribute('aria-controls');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${listId}`)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(`#${listId}`)).toBeHidden();
  });

  test('the theme switch toggles with Space (large screens)', async ({ page, isMobile }) => {
    test.skip(isMobile, 'The switch is shown on large screens only.');
    const themeSwitch = page.getByRole('switch', { name: words.darkTheme });
    await themeSwitch.focus();
    const before = await themeSwitch.getAttribute('aria-checked');
    await page.keyboard.press('Space');
    await expect(themeSwitch).not.toHaveAttribute('aria-checked', before ?? '');
  });

  test('the dialog keeps focus inside, closes with Escape and gives focus back', async ({
    page,
  }) => {
    const opener = page.getByRole('button', { name: words.getInTouch });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: words.getInTouch });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByLabel(contactWords.nameLabel)).toBeFocused();
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await dialog.getByLabel(contactWords.nameLabel).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test('the success banner is announced through a live region that exists before it', async ({
  page,
}) => {
  await page.goto('/');
  const status = (await openDialog(page)).getByRole('status');
  await expect(status).toBeAttached();
  await expect(status).toHaveText('');
});

test('nothing scrolls sideways at 320 px, and every control is at least 24 x 24 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const tooSmall = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, [role="tab"], [role="switch"]')]
      .filter((element) => element.offsetParent !== null && !element.matches('.skip-link'))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(({ element, box }) => `${element.outerHTML.slice(0, 80)} ${box.width}x${box.height}`),
  );
  expect(tooSmall).toEqual([]);
});

interface EdgeContrast {
  name: string;
  style: string;
  width: number;
  contrast: number;
}

/**
 * Runs in the page: for each element (the focused one, or those matching a selector), the style,
 * width and colour contrast of its outline, border or fill against the first opaque background
 * behind it, from its parent up, since a ring or border sits at or outside the element's edge.
 */
function measureEdges({ selector, edge }: { selector?: string; edge: string }) {
  const channels = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = (value: string) => {
    const [r = 0, g = 0, b = 0] = channels(value).map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const backgroundBehind = (element: Element) => {
    let behind = element.parentElement;
    while (behind && (channels(getComputedStyle(behind).backgroundColor)[3] ?? 1) === 0) {
      behind = behind.parentElement;
    }
    return behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)';
  };
  const elements = selector
    ? [...document.querySelectorAll(selector)].filter((element) => element.checkVisibility())
    : [document.activeElement ?? document.body];
  return elements.map((element): EdgeContrast => {
    const style = getComputedStyle(element);
    const color = {
      outline: style.outlineColor,
      border: style.borderTopColor,
      background: style.backgroundColor,
    }[edge]!;
    const [lighter = 0, darker = 0] = [luminance(color), luminance(backgroundBehind(element))].sort(
      (a, b) => b - a,
    );
    return {
      name: `${element.tagName.toLowerCase()} "${(element.textContent || element.id).trim().slice(0, 30)}"`,
      style: { outline: style.outlineStyle, border: style.borderTopStyle }[edge] ?? 'solid',
      width: parseFloat({ outline: style.outlineWidth, border: style.borderTopWidth }[edge] ?? '1'),
      contrast: Math.round(((lighter + 0.05) / (darker + 0.05)) * 100) / 100,
    };
  });
}

const weakEdges = (edges: EdgeContrast[], minimumWidth: number) =>
  edges.filter(
    ({ style, width, contrast }) => style === 'none' || width < minimumWidth || contrast < 3,
  );

for (const colorScheme of ['light', 'dark'] as const) {
  test(`every Tab stop shows a focus ring of 2 px or more at 3:1 contrast (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForHydration(page);

    const focusRing = async () => (await page.evaluate(measureEdges, { edge: 'outline' }))[0]!;
    const tabbable = await page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>('a[href], button, input, textarea, [tabindex]')]
          .filter((element) => element.tabIndex >= 0 && element.checkVisibility())
          .filter((element) => !(element as HTMLButtonElement).disabled).length,
    );
    const rings: EdgeContrast[] = [];
    for (let stop = 0; stop < 200; stop += 1) {
      await page.keyboard.press('Tab');
      const ring = await focusRing();
      if (ring.name.startsWith('body')) break;
      rings.push(ring);
    }
    expect(rings).toHaveLength(tabbable);
    await page.getByRole('button', { name: words.getInTouch }).press('Enter');
    for (let stop = 0; stop < 6; stop += 1) {
      rings.push(await focusRing());
      await page.keyboard.press('Tab');
    }

    expect(weakEdges(rings, 2)).toEqual([]);
  });

  test(`form fields, the theme switch, outlined buttons and the selected tab stand out 3:1 (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForHydration(page);
    const pageEdges = [
      ...(await page.evaluate(measureEdges, {
        selector: '[role="switch"], .button--secondary',
        edge: 'border',
      })),
      ...(await page.evaluate(measureEdges, {
        selector: '[role="tab"][aria-selected="true"]',
        edge: 'background',
      })),
    ];
    // The résumé download is an outlined button on every page (the switch is hidden on phones);
    // a selected filter tab shows where the content has projects.
    expect(pageEdges.length).toBeGreaterThanOrEqual(content.projects.length > 0 ? 2 : 1);
    await openDialog(page);
    const dialogEdges = await page.evaluate(measureEdges, {
      selector: 'dialog input:not([tabindex="-1"]), dialog textarea, dialog .button--secondary',
      edge: 'border',
    });
    expect(dialogEdges).toHaveLength(5);
    expect(weakEdges([...pageEdges, ...dialogEdges], 1)).toEqual([]);
  });
}

test('at 200% zoom (720 x 450 CSS px) the page reflows and the contact form can be sent', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'Zooming a desktop browser; phones are covered at 320 and 390 px.');
  await page.setViewportSize({ width: 720, height: 450 });
  await page.goto('/');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(720);
  await expectEverySection(page);

  const visitor = visitorForThisTest();
  const dialog = await openAndFill(page, visitor);
  const send = dialog.getByRole('button', { name: contactWords.send });
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeInViewport();
  await send.click();
  await expect(dialog.getByRole('status')).toHaveText(contactWords.emailSent);
  expect(await receivedSends(request, visitor.email)).toHaveLength(1);
});
