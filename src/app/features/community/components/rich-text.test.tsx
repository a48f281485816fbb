// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { linkTarget, RichText } from './rich-text.tsx';

afterEach(cleanup);

describe('RichText', () => {
  it('links web addresses and keeps the line breaks', () => {
    const { container } = render(
      <RichText
        text={'Timetable: https://www.letskorail.com/ebizbf/EbizBfTicketSearch.do?a=1.\nMap at www.visitkorea.or.kr'}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://www.letskorail.com/ebizbf/EbizBfTicketSearch.do?a=1',
      'https://www.visitkorea.or.kr/',
    ]);
    expect(links[0]!.textContent).toBe('https://www.letskorail.com/ebizbf/EbizBfTicketSearch.do?a=1');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(container.textContent).toBe(
      'Timetable: https://www.letskorail.com/ebizbf/EbizBfTicketSearch.do?a=1.\nMap at www.visitkorea.or.kr',
    );
  });

  it('keeps a closing parenthesis that belongs to the address, not one that closes the sentence', () => {
    render(<RichText text="(see https://en.wikipedia.org/wiki/Jeju_(city)) and (https://example.com/x)" />);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      'https://en.wikipedia.org/wiki/Jeju_(city)',
      'https://example.com/x',
    ]);
  });

  it('renders HTML as text: no script, no markup, no javascript: link', () => {
    const text =
      '<script>alert(1)</script> <img src=x onerror=alert(2)> <a href="javascript:alert(3)">click</a> javascript:alert(4) data:text/html,<b>x</b>';
    const { container } = render(<RichText text={text} />);
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(container.textContent).toBe(text);
  });

  it('only ever builds http and https targets', () => {
    expect(linkTarget('javascript:alert(1)')).toBeNull();
    expect(linkTarget('https://')).toBeNull();
    expect(linkTarget('www.example.com')).toBe('https://www.example.com/');
    expect(linkTarget('http://example.com/a b')).toBe('http://example.com/a%20b');
  });
});
