import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { CITY_MAX } from '@contracts/delivery';
import type { Place } from '@contracts/morocco-places';
import type { FieldControlProps } from '@/components/ui/form/field';
import { Input } from '@/components/ui/input';
import { useLocale } from '@/i18n/locale';
import { cn } from '@/lib/cn';
import { matchPlaces, placeNamed } from './match-places';
import { usePlaces } from './use-places';

type Option = { place: Place } | { other: string };

interface CityComboboxProps extends FieldControlProps {
  /** The chosen place: a French name from the list, or a name typed for a place not in it; '' for none. */
  value: string;
  /**
   * The city the field now holds. `samePlace`: it is the place the field already held, only named
   * otherwise (what was typed before the list came, now its name in the list): what depends on the
   * city (a day, a slot) still holds.
   */
  onChange: (city: string, change: { samePlace: boolean }) => void;
  /** Called once the field is left, after what it says is kept. */
  onBlur?: () => void;
  placeholder?: string;
}

/**
 * Any city, town or village of Morocco: type to filter the list (accents, case and the Arabic names
 * count alike), or keep a name the list lacks through "Autre lieu". An ARIA 1.2 combobox with a listbox.
 */
export function CityCombobox({ value, onChange, onBlur, placeholder, ...control }: CityComboboxProps) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const places = usePlaces(open || value !== '');
  const focused = useRef(false);
  const listId = `${control.id}-places`;

  const label = (p: Place) => (locale === 'ar' ? p[1] : p[0]);
  const chosen = places?.byName.get(value);
  const shown = chosen ? label(chosen) : value;
  // The field shows the chosen place in the page's language, unless the visitor is typing.
  useEffect(() => {
    if (!focused.current) setText(shown);
  }, [shown]);

  const typed = text.trim();
  const matches = places ? matchPlaces(places, text) : [];
  const exact = places && typed ? placeNamed(places, typed) : undefined;
  const options: Option[] = [...matches.map((place) => ({ place })), ...(typed && !exact ? [{ other: typed }] : [])];

  // The place the field holds, by any of its names (a name typed before the list came included).
  const held = chosen ?? (places && value ? placeNamed(places, value) : undefined);
  const choose = (option: Option) => {
    const city = 'place' in option ? option.place[0] : option.other;
    setText('place' in option ? label(option.place) : option.other);
    setOpen(false);
    setActive(-1);
    onChange(city, { samePlace: city === value || ('place' in option && option.place === held) });
  };
  // Leaving the field keeps what it says: a place of the list named in full, or a place typed by hand.
  const commit = () => {
    setOpen(false);
    setActive(-1);
    if (!typed) return onChange('', { samePlace: value === '' });
    if (exact) return choose({ place: exact });
    if (!chosen || typed !== label(chosen)) choose({ other: typed });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      if (last < 0) return;
      const down = e.key === 'ArrowDown';
      setActive((i) => (down ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
    } else if (e.key === 'Enter' && open) {
      // Enter chooses; it does not send the form while the list is open.
      e.preventDefault();
      const option = options[active];
      if (option) choose(option);
      else commit();
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  // A name the list knows, typed before it came, is not said to be missing from it (nor the page to shift once it is named).
  const other = value !== '' && places !== null && !held;
  const describedBy = [control['aria-describedby'], other && `${control.id}-other`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="relative">
      <Input
        {...control}
        aria-describedby={describedBy}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        type="text"
        autoComplete="off"
        autoCapitalize="words"
        spellCheck={false}
        maxLength={CITY_MAX}
        placeholder={placeholder}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          focused.current = true;
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onBlur={() => {
          focused.current = false;
          commit();
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('cityField.listLabel')}
        hidden={!open || options.length === 0}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto overscroll-contain rounded-[var(--radius)] border border-border bg-card py-1 shadow-lg"
      >
        {options.map((option, i) => (
          <li
            key={'place' in option ? option.place[0] : 'other'}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            // The input keeps the focus (and so does not commit what it says) while an option is pressed.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(option)}
            className={cn('flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-base', i === active && 'bg-secondary')}
          >
            {'place' in option ? (
              <>
                <span className="min-w-0 flex-1 truncate">{label(option.place)}</span>
                <span className="shrink-0 text-sm text-muted" lang={locale === 'ar' ? 'fr' : 'ar'} dir={locale === 'ar' ? 'ltr' : 'rtl'}>
                  {locale === 'ar' ? option.place[0] : option.place[1]}
                </span>
              </>
            ) : (
              <>
                <MapPin className="h-4 w-4 shrink-0 text-primary-strong" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">{t('cityField.other', { name: option.other })}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      <p className="sr-only" role="status">
        {open && typed ? (places ? t('cityField.results', { count: matches.length }) : t('cityField.loading')) : ''}
      </p>
      {other && (
        <p id={`${control.id}-other`} className="mt-1.5 text-xs text-muted">
          {t('cityField.otherNote', { name: value })}
        </p>
      )}
    </div>
  );
}
