/** A text field's value from a form's data: '' when absent (a file input never holds text here). */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}
