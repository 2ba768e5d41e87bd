import { render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMergeRefs } from './merge-refs';

function Box({ refs }: { refs: Parameters<typeof useMergeRefs<HTMLDivElement>>[0] }) {
  return <div ref={useMergeRefs(refs)} data-testid="box" />;
}

describe('useMergeRefs (what the build gives Mantine ScrollArea instead of floating-ui)', () => {
  it('sets object and function refs to the element, skips missing ones, and clears them when it goes', () => {
    const object = createRef<HTMLDivElement>();
    const callback = vi.fn();
    const { getByTestId, unmount } = render(<Box refs={[object, undefined, callback]} />);
    const element = getByTestId('box');
    expect(object.current).toBe(element);
    expect(callback).toHaveBeenLastCalledWith(element);
    unmount();
    expect(object.current).toBeNull();
    expect(callback).toHaveBeenLastCalledWith(null);
  });
});
