import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isolatedText } from '../../../test/isolated-text';
import { MediaPreview } from './MediaPreview';

afterEach(cleanup);

describe('MediaPreview', () => {
  it("isolates a video's title in its play button, a right-to-left one too", () => {
    render(
      <MediaPreview
        preview={{
          type: 'video',
          provider: 'youtube',
          title: 'שיעור ראשון',
          url: 'https://www.youtube.com/watch?v=abc',
          html: '<iframe src="https://www.youtube.com/embed/abc"></iframe>',
        }}
      />,
    );
    const play = screen.getByRole('button', { name: 'Play “שיעור ראשון” (YouTube)' });
    expect(isolatedText(play)).toBe('Play “[שיעור ראשון]” (YouTube)');
  });
});
