import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { changeLanguage, registerMessages } from './i18n';
import { useTranslation } from './use-translation';

let resolveEnglish: (messages: { greeting: string }) => void = () => {};
registerMessages(
  'test-namespace',
  {
    greeting: 'Привет, {name}',
    users_one: '{count} пользователь',
    users_few: '{count} пользователя',
    users_many: '{count} пользователей',
  },
  {
    en: () =>
      new Promise((resolve) => {
        resolveEnglish = resolve;
      }),
  },
);

function Greeting({ count = 1 }: { count?: number }) {
  const { t } = useTranslation('test-namespace');
  return (
    <p>
      {t('greeting', { name: 'Анна' })} · {t('users', { count })}
    </p>
  );
}

afterEach(async () => {
  await act(() => changeLanguage('ru'));
});

it('renders the bundled Russian at once, with Russian plurals', () => {
  const { rerender } = render(<Greeting count={1} />);
  expect(screen.getByText('Привет, Анна · 1 пользователь')).toBeInTheDocument();
  rerender(<Greeting count={3} />);
  expect(screen.getByText('Привет, Анна · 3 пользователя')).toBeInTheDocument();
  rerender(<Greeting count={11} />);
  expect(screen.getByText('Привет, Анна · 11 пользователей')).toBeInTheDocument();
});

it('waits in Suspense for a lazily loaded language, then shows it', async () => {
  render(
    <Suspense fallback={<p>loading</p>}>
      <Greeting />
    </Suspense>,
  );
  let switched: Promise<void> = Promise.resolve();
  act(() => {
    switched = changeLanguage('en');
  });
  await act(async () => {
    resolveEnglish({ greeting: 'Hello, {name}' });
    await switched;
  });
  // The English bundle has no plural here: Russian, the fallback, fills the gap.
  expect(await screen.findByText(/^Hello, Анна/)).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('en');
});
