import { DayPicker } from 'react-day-picker';
import { ORDER_RULES } from '#contract/orders';

/** YYYY-MM-DD of a calendar Date (DayPicker works in the browser's zone, which is the user's). */
export function toDayString(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function fromDayString(day: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

const DAY_BUTTON =
  'flex h-10 w-10 items-center justify-center rounded-full text-sm hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:line-through disabled:hover:bg-transparent dark:hover:bg-slate-800 dark:disabled:text-slate-500';

interface PickupDayPickerProps {
  day: string;
  onChange: (day: string) => void;
}

/** A month calendar: past days and days past the booking horizon are disabled. */
export function PickupDayPicker({ day, onChange }: PickupDayPickerProps) {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  const last = new Date(today);
  last.setDate(last.getDate() + ORDER_RULES.maxDaysAhead);
  return (
    <DayPicker
      mode="single"
      selected={fromDayString(day)}
      onSelect={(date) => onChange(date ? toDayString(date) : '')}
      disabled={[{ before: today }, { after: last }]}
      startMonth={today}
      endMonth={last}
      defaultMonth={fromDayString(day) ?? today}
      weekStartsOn={1}
      classNames={{
        root: 'inline-block rounded-lg border border-slate-200 p-3 dark:border-slate-700',
        months: 'relative',
        month_caption: 'mb-2 flex h-10 items-center px-1 text-sm font-semibold',
        nav: 'absolute right-0 top-0 flex gap-1',
        button_previous:
          'inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-slate-100 disabled:opacity-40 dark:hover:bg-slate-800',
        button_next:
          'inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-slate-100 disabled:opacity-40 dark:hover:bg-slate-800',
        chevron: 'h-4 w-4 fill-current',
        weekdays: '',
        weekday: 'h-8 w-10 text-xs font-medium text-slate-700 dark:text-slate-300',
        day: 'p-0 text-center',
        day_button: DAY_BUTTON,
        today: 'font-bold underline',
        selected:
          '[&>button]:bg-blue-700 [&>button]:text-white [&>button]:hover:bg-blue-800 dark:[&>button]:bg-sky-300 dark:[&>button]:text-slate-950',
        outside: 'text-slate-500',
        disabled: '',
      }}
    />
  );
}
