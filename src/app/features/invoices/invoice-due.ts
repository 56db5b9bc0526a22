/** Whole calendar days from the viewer's today to a due date (negative once it has passed). */
export function daysUntilDue(dueDate: string, now: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dueDate);
  if (!match) return null;
  const due = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((due - today) / 86_400_000);
}

function days(count: number): string {
  return `${count} ${count === 1 ? 'day' : 'days'}`;
}

/** "due in 3 days", "due today", "2 days overdue"; nothing for a paid invoice. */
export function dueLabel(status: string, dueDate: string, now: Date = new Date()): string | null {
  if (status === 'paid') return null;
  const left = daysUntilDue(dueDate, now);
  if (left === null) return null;
  if (left > 0) return `due in ${days(left)}`;
  if (left === 0) return 'due today';
  return `${days(-left)} overdue`;
}
