import { fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useStableMantineId } from './stable-mantine-id';

const seen: string[] = [];
function Field({ staticId }: { staticId?: string }) {
  const id = useStableMantineId(staticId);
  const [, rerender] = useState(0);
  seen.push(id);
  return (
    <button type="button" id={id} onClick={() => rerender((n) => n + 1)}>
      {id}
    </button>
  );
}

describe('useStableMantineId (what the build puts in place of Mantine’s useId, vite.config.ts)', () => {
  it('keeps one id from the first render on: no second render to swap it', () => {
    seen.length = 0;
    const { container } = render(<Field />);
    expect(seen).toHaveLength(1);
    fireEvent.click(container.querySelector('button')!);
    expect(new Set(seen).size).toBe(1);
    expect(seen.length).toBeGreaterThan(1);
  });

  it('gives each component its own id, usable as a CSS selector and starting like Mantine’s', () => {
    const { container } = render(
      <>
        <Field />
        <Field />
      </>,
    );
    const ids = [...container.querySelectorAll('button')].map((b) => b.id);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) {
      expect(id).toMatch(/^mantine-[\w-]+$/);
      expect(container.querySelector(`#${id}`)).not.toBeNull();
    }
  });

  it('answers the id it was given', () => {
    const { container } = render(<Field staticId="evento-nome" />);
    expect(container.querySelector('button')!.id).toBe('evento-nome');
  });
});
