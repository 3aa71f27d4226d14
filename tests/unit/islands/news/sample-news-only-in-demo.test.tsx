import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import LatestNews from '../../../../src/islands/news/LatestNews';
import { SAMPLE_ARTICLES } from '../../../../src/lib/news/sample-articles';

// The home page's news as built with an empty news store (ADR 48): the product's (docs/product/content.md#sample-articles) invented samples only on a demo site,
// and then each one says it is a sample.
describe('sample news', () => {
  it('never stands in for news on a site without demo content', () => {
    const html = renderToString(<LatestNews initial={[]} />);
    for (const sample of SAMPLE_ARTICLES) expect(html).not.toContain(sample.title);
    expect(html).toContain('No news to show right now.');
  });

  it('is marked as a sample on a demo site', () => {
    const html = renderToString(<LatestNews initial={[]} samples />);
    expect(html.match(/data-testid="news-card"/g)).toHaveLength(3);
    expect(html.match(/Sample article: demo content, not real news/g)).toHaveLength(3);
    // Its address is invented: no link to it, no source named.
    expect(html).not.toContain('example.com');
    expect(html).not.toContain('Read More');
  });
});
