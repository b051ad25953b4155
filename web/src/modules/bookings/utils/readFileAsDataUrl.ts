/** Reads a file as a data URL (licence images are sent inline, spec 000 §7). */
export function readFileAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('Unable to read file...'));
    reader.readAsDataURL(file);
  });
}
