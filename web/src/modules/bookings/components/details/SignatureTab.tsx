import { useEffect, useRef } from 'react';
import { Button } from '@/ui/Button/Button';
import * as styles from './details.css';

interface Props {
  /** The stored signature's URL, shown until a new one is drawn. */
  stored: string | null | undefined;
  /** The signature drawn in this session (PNG data URL), null once cleared. */
  drawn: string | null | undefined;
  onChange(dataUrl: string | null): void;
  onCancel(): void;
}

// Spec 000 §9: a 300×150 canvas with a black 2 px line.
const WIDTH = 300;
const HEIGHT = 150;

/** The Signature tab: mouse, touch and pen through Pointer Events; saved with the courtesy car. */
export function SignatureTab({ stored, drawn, onChange, onCancel }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);

  // Redraw a signature drawn earlier in this session when the tab is shown again.
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || !drawn) return;
    const image = new Image();
    image.onload = () => context.drawImage(image, 0, 0);
    image.src = drawn;
    // only on mount: later strokes are already on the canvas
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - rect.left) * WIDTH) / rect.width, y: ((event.clientY - rect.top) * HEIGHT) / rect.height };
  };

  const stroke = (to: { x: number; y: number }) => {
    const context = canvasRef.current?.getContext('2d');
    const from = last.current;
    if (!context || !from) return;
    context.strokeStyle = '#000';
    context.lineWidth = 2;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    last.current = to;
  };

  const end = () => {
    if (!last.current) return;
    last.current = null;
    const canvas = canvasRef.current;
    if (canvas) onChange(canvas.toDataURL('image/png'));
  };

  return (
    <div className={styles.form}>
      <p className={styles.muted} id="signature-help">
        Draw the signature with a mouse, finger or pen. It is saved with 'Save Courtesy Car'.
      </p>
      <canvas
        ref={canvasRef}
        width={WIDTH}
        height={HEIGHT}
        className={styles.signatureCanvas}
        role="img"
        aria-label="Signature pad"
        aria-describedby="signature-help"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          last.current = point(event);
          stroke({ ...last.current, x: last.current.x + 0.01 });
        }}
        onPointerMove={(event) => {
          if (last.current) stroke(point(event));
        }}
        onPointerUp={end}
        onPointerCancel={end}
      />
      {stored && drawn === undefined && (
        <figure style={{ margin: 0 }}>
          <figcaption className={styles.muted}>Saved signature</figcaption>
          <img src={stored} alt="Saved signature" width={WIDTH} height={HEIGHT} className={styles.signatureCanvas} />
        </figure>
      )}
      <div className={styles.actions}>
        <Button variant="outline" onPress={onCancel}>
          Cancel
        </Button>
        <Button
          variant="secondary"
          onPress={() => {
            const canvas = canvasRef.current;
            canvas?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
            onChange(null);
          }}
        >
          Clear
        </Button>
      </div>
    </div>
  );
}
