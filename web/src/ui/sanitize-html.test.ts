// @vitest-environment jsdom
// DOMPurify needs a DOM: outside the browser it works on jsdom's.
import { describe, expect, it } from 'vitest';
import { isPlainText, sanitizeHtml } from './sanitize-html.ts';

const clean = (html: string) => sanitizeHtml(html);
/** What the cleaned HTML does once in a page: its elements and attributes. */
const parse = (html: string) => new DOMParser().parseFromString(clean(html), 'text/html').body;

describe('HTML from the back office', () => {
  it('keeps the formatting an editor writes', () => {
    expect(clean('<p><b>Bold</b>, <strong>strong</strong>, <i>it</i> and <em>em</em><br>next</p>')).toBe(
      '<p><b>Bold</b>, <strong>strong</strong>, <i>it</i> and <em>em</em><br>next</p>',
    );
    expect(clean('<ul><li>one</li><li><u>two</u></li></ul><h3>Title</h3>')).toBe(
      '<ul><li>one</li><li><u>two</u></li></ul><h3>Title</h3>',
    );
  });

  it.each([
    ['<script>alert(1)</script><b>x</b>', '<b>x</b>'],
    [
      '<img src="https://cdn.example.com/a.png" onerror="alert(1)">',
      '<img src="https://cdn.example.com/a.png">',
    ],
    ['<b onclick="alert(1)" onmouseover="alert(2)">x</b>', '<b>x</b>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['<style>body{display:none}</style>ok', 'ok'],
    ['<form action="https://evil.example"><input name="password"></form>ok', 'ok'],
    ['<div style="position:fixed" class="x" id="login">ok</div>', '<div>ok</div>'],
    ['<img src="x" onerror="alert(1)">', '<img>'],
  ])('strips what could run or mislead: %s', (input, expected) => {
    expect(clean(input)).toBe(expected);
  });

  it('leaves no event handler, script or script URL in whatever nesting', () => {
    const body = parse(
      '<div><p><a href="javascript:void(0)" onfocus="x()">a</a><img src=x onerror=y()>' +
        '<math><mi xlink:href="javascript:alert(1)">m</mi></math><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript></p></div>',
    );
    for (const el of Array.from(body.querySelectorAll('*'))) {
      expect(el.tagName).not.toMatch(/^(SCRIPT|MATH|NOSCRIPT)$/);
      for (const attr of Array.from(el.attributes)) {
        expect(attr.name).not.toMatch(/^on/);
        expect(attr.value).not.toMatch(/javascript:/i);
      }
    }
  });

  it('opens links to other sites apart, unable to reach back; site paths stay in the app', () => {
    const outside = parse('<a href="https://partner.example/offer" target="_self">offer</a>').querySelector(
      'a',
    )!;
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');
    const inside = parse('<a href="/tr/sports" target="_blank">sports</a>').querySelector('a')!;
    expect(inside.getAttribute('href')).toBe('/tr/sports');
    expect(inside.hasAttribute('target')).toBe(false);
    // plain http and protocol-relative addresses are not kept
    expect(clean('<a href="http://plain.example">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
  });

  it('tells plain text (shown as text, line breaks kept) from markup', () => {
    expect(isPlainText('Line 1\nLine 2 & 3 < 4')).toBe(true);
    expect(isPlainText('<b>x</b>')).toBe(false);
    expect(isPlainText('a <script>b</script>')).toBe(false);
  });
});
