import { describe, expect, test } from 'vitest';
import { courseArt, materialFileName, originalPricePence } from './academy';

describe('course display', () => {
  test('picks the artwork by keyword in the name, hair otherwise, unless one was chosen', () => {
    expect(courseArt({ name: 'Mini curso de Skincare' })).toBe('course-skincare');
    expect(courseArt({ name: 'Design de UNHAS' })).toBe('course-unha');
    expect(courseArt({ name: 'Maquiagem social' })).toBe('course-maquiagem');
    expect(courseArt({ name: 'Cabelo e penteados' })).toBe('course-cabelo');
    expect(courseArt({ name: 'Sobrancelhas' })).toBe('course-cabelo');
    expect(courseArt({ name: 'Sobrancelhas', imageUrl: 'course-maquiagem' })).toBe(
      'course-maquiagem',
    );
    expect(courseArt({ name: 'Skincare', imageUrl: 'https://elsewhere/x.png' })).toBe(
      'course-skincare',
    );
  });

  test('the struck-through price is 1.5 times the price', () => {
    expect(originalPricePence(6700)).toBe(10050);
    expect(originalPricePence(4999)).toBe(7499);
  });

  test('names a material after its course and number, without characters files refuse', () => {
    expect(materialFileName('Mini curso de skincare profissional', 1)).toBe(
      'Mini curso de skincare profissional - Material 1.pdf',
    );
    expect(materialFileName('Cabelo: escova / penteados?', 2)).toBe(
      'Cabelo escova penteados - Material 2.pdf',
    );
    expect(materialFileName('***', 3)).toBe('Curso - Material 3.pdf');
  });
});
