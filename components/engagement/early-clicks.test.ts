// @vitest-environment jsdom
import { EARLY_CLICKS_SCRIPT } from './early-clicks-script';
import { takeEarlyClicks } from './early-clicks';

describe('clicks on guest markup before its code ran', () => {
  it('are kept by the inline script and taken once, by selector', () => {
    document.body.innerHTML =
      '<section data-subscription-box="stores:5:expanded"><button type="button">Volgen</button></section>' +
      '<div data-card-flags="Post:2"><button type="button" data-flag="favourite">Favoriet</button></div><button type="button">Other</button>';
    // The script as the page runs it (twice: one per markup; the second does nothing).
    new Function(EARLY_CLICKS_SCRIPT)();
    new Function(EARLY_CLICKS_SCRIPT)();
    const [follow, favourite, other] = Array.from(document.querySelectorAll('button'));
    follow?.click();
    other?.click();
    favourite?.click();
    expect(takeEarlyClicks('[data-subscription-box] button')).toEqual([follow]);
    expect(takeEarlyClicks('[data-subscription-box] button')).toEqual([]);
    // Not taken yet: a click on a card's flag is still kept.
    favourite?.click();
    expect(takeEarlyClicks('[data-card-flags] button[data-flag]')).toEqual([favourite]);
    // Once taken, the taker listens itself: later clicks on its buttons are not kept; others still are.
    follow?.click();
    favourite?.click();
    expect(window.__earlyClicks).toHaveLength(0);
    expect(takeEarlyClicks('[data-subscription-box] button')).toEqual([]);
  });
});
