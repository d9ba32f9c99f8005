import { act, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SelectField } from '../ui/admin/select-field';
import { useValueSetBeforeHydration } from './use-value-set-before-hydration';

const CITIES = [
  { value: '1', label: 'Абакан' },
  { value: '2', label: 'Казань' },
];

function CityChoice({ onChoice }: { onChoice: (value: string) => void }) {
  const [city, setCity] = useState('2');
  return (
    <>
      <SelectField
        label="Город"
        name="city_id"
        value={city}
        options={CITIES}
        onChange={(value) => {
          setCity(value);
          onChoice(value);
        }}
      />
      <output>{city}</output>
    </>
  );
}

function Search({ onText }: { onText: (value: string) => void }) {
  const [text, setText] = useState('');
  const input = useValueSetBeforeHydration<HTMLInputElement>(text, (value) => {
    setText(value);
    onText(value);
  });
  return (
    <input aria-label="Поиск" ref={input} value={text} onChange={(e) => setText(e.target.value)} />
  );
}

/** The server's HTML in the page, as the public pages send it, before the scripts run. */
function serverRendered(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

describe('useValueSetBeforeHydration', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('takes a city picked before the scripts took the page over', async () => {
    const onChoice = jest.fn();
    const container = serverRendered(<CityChoice onChoice={onChoice} />);
    const select = container.querySelector('select') as HTMLSelectElement;
    select.value = '1'; // the visitor picks Абакан while the scripts still load
    await act(async () => {
      hydrateRoot(container, <CityChoice onChoice={onChoice} />);
    });
    expect(onChoice).toHaveBeenCalledWith('1');
    expect(container.querySelector('output')?.textContent).toBe('1');
    expect(select.value).toBe('1');
  });

  it('takes a search typed before the scripts took the page over', async () => {
    const onText = jest.fn();
    const container = serverRendered(<Search onText={onText} />);
    const input = container.querySelector('input') as HTMLInputElement;
    input.value = 'чай';
    await act(async () => {
      hydrateRoot(container, <Search onText={onText} />);
    });
    expect(onText).toHaveBeenCalledWith('чай');
    fireEvent.change(input, { target: { value: 'чай улун' } });
    expect(input.value).toBe('чай улун');
  });

  it('changes nothing when the hydrated field was left alone', async () => {
    const onChoice = jest.fn();
    const container = serverRendered(<CityChoice onChoice={onChoice} />);
    await act(async () => {
      hydrateRoot(container, <CityChoice onChoice={onChoice} />);
    });
    expect(onChoice).not.toHaveBeenCalled();
  });

  it('never takes a browser-rendered select showing none of its options for a choice', () => {
    const onChange = jest.fn();
    render(
      <SelectField label="Город" name="city_id" value="" options={CITIES} onChange={onChange} />,
    );
    expect(onChange).not.toHaveBeenCalled();
  });
});
