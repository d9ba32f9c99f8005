import { BrowserRouter, Link, Route, Routes, useNavigate } from '@storefront/shared/router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { watchLeaving } from '../../navigation/leave-watch';
import { useLeaveGuard } from './leave-guard';

// As the shell does at start, before its router: Back and Forward reach the watcher first.
watchLeaving();

// The guard against the browser's own history (jsdom's), under the router the shell uses.

function Form() {
  const [text, setText] = useState('');
  const dialog = useLeaveGuard(text !== '');
  return (
    <>
      <label>
        Название
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Link to="/other">Другая страница</Link>
      <button type="button" onClick={() => setText('')}>
        Сохранить
      </button>
      {dialog}
    </>
  );
}

function Start() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/form')}>
      К форме
    </button>
  );
}

/** At /form, opened from /start (so Back has somewhere to go), with 'Чай' typed. */
async function dirtyForm() {
  window.history.replaceState(null, '', '/start');
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/start" element={<Start />} />
        <Route path="/form" element={<Form />} />
        <Route path="/other" element={<p>Другая</p>} />
      </Routes>
    </BrowserRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'К форме' }));
  fireEvent.change(await screen.findByLabelText('Название'), { target: { value: 'Чай' } });
}

/** jsdom's history steps fire popstate on a later task. */
const historySettles = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

it('holds a link while the form has unsaved work: Stay keeps it, Leave follows the link', async () => {
  await dirtyForm();
  fireEvent.click(screen.getByRole('link', { name: 'Другая страница' }));
  const dialog = await screen.findByRole('dialog', { name: 'Уйти без сохранения?' });
  expect(dialog).toHaveTextContent('Несохранённые изменения будут потеряны.');
  fireEvent.click(screen.getByRole('button', { name: 'Остаться' }));
  expect(window.location.pathname).toBe('/form');
  expect(screen.getByLabelText('Название')).toHaveValue('Чай');

  // The dialog's closing transition hides the page from the accessibility tree until it ends.
  fireEvent.click(await screen.findByRole('link', { name: 'Другая страница' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Уйти' }));
  expect(await screen.findByText('Другая')).toBeInTheDocument();
  expect(window.location.pathname).toBe('/other');
});

it('holds Back: the page and its work stay until the person chooses to leave', async () => {
  await dirtyForm();
  act(() => window.history.back());
  await historySettles();
  expect(await screen.findByRole('dialog', { name: 'Уйти без сохранения?' })).toBeVisible();
  expect(window.location.pathname).toBe('/form');
  expect(screen.getByLabelText('Название')).toHaveValue('Чай');

  fireEvent.click(screen.getByRole('button', { name: 'Уйти' }));
  await historySettles();
  expect(await screen.findByRole('button', { name: 'К форме' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/start');
});

it('lets every way out through once nothing is unsaved', async () => {
  await dirtyForm();
  fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  fireEvent.click(screen.getByRole('link', { name: 'Другая страница' }));
  expect(await screen.findByText('Другая')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('asks the browser before a reload or a closed tab only while work is unsaved', async () => {
  await dirtyForm();
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  expect(unload.defaultPrevented).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  const after = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(after);
  expect(after.defaultPrevented).toBe(false);
});
