import { describe, expect, it } from 'vitest';
import { remainingText, soldText } from './event-counts';

describe('event counts', () => {
  it('writes thousands with a dot and agrees in number', () => {
    expect(soldText(7924)).toBe('7.924 inscrições vendidas');
    expect(soldText(1)).toBe('1 inscrição vendida');
    expect(soldText(0)).toBe('0 inscrições vendidas');
    expect(remainingText(100000)).toBe('100.000 vagas restantes');
    expect(remainingText(1)).toBe('1 vaga restante');
  });
});
