import { FigureCard } from '@/ui/FigureCard/FigureCard';
import { LinkButton } from '@/ui/LinkButton/LinkButton';

export interface SummaryCardProps {
  title: string;
  value: string | undefined;
  linkLabel: string;
  onLink: () => void;
}

/** One figure of the summary; the link's name is described by the card's title for screen readers. */
export function SummaryCard({ title, value, linkLabel, onLink }: SummaryCardProps) {
  return (
    <FigureCard title={title} value={value}>
      {(titleId) => (
        <div>
          <LinkButton aria-describedby={titleId} onPress={onLink}>
            {linkLabel}
          </LinkButton>
        </div>
      )}
    </FigureCard>
  );
}
