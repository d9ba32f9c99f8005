import {
  hasInvisibleCharacters,
  isMixedScript,
  loginProblem,
  loginSkeleton,
  normalizeLogin,
} from './text-safety';

describe('text safety', () => {
  it('finds invisible, control and direction characters', () => {
    for (const text of [
      'a\u200bb',
      '\u202Eroot',
      'x\u2060',
      '\ufeffx',
      'a\u0000',
      'a\nb',
      'x\u00ad',
    ]) {
      expect(hasInvisibleCharacters(text)).toBe(true);
    }
    for (const text of ['root', 'Иван Петров', 'Café № 5', 'a b', '🙂']) {
      expect(hasInvisibleCharacters(text)).toBe(false);
    }
  });

  it('tells a mix of alphabets from one alphabet with digits and signs', () => {
    expect(isMixedScript('r\u043e\u043et')).toBe(true);
    expect(isMixedScript('ivan_\u0438')).toBe(true);
    expect(isMixedScript('ivan_42')).toBe(false);
    expect(isMixedScript('иван_42')).toBe(false);
  });

  it('folds compatibility forms and trims', () => {
    expect(normalizeLogin('  \uff52\uff4f\uff4f\uff54 ')).toBe('root');
  });

  it('gives look-alikes one skeleton and different logins different ones', () => {
    expect(loginSkeleton('\u0441\u043e\u0440')).toBe(loginSkeleton('cop'));
    expect(loginSkeleton('\u0422\u041e\u0420')).toBe(loginSkeleton('top'));
    expect(loginSkeleton('ROOT')).toBe(loginSkeleton('root'));
    expect(loginSkeleton('\u03bf\u03c1')).toBe('op');
    expect(loginSkeleton('иван')).not.toBe(loginSkeleton('ivan'));
  });

  it('names the problem of a login', () => {
    expect(loginProblem('root\u200b')).toBe('invisible');
    expect(loginProblem('r\u043eot')).toBe('mixedScript');
    expect(loginProblem('root')).toBeNull();
  });
});
