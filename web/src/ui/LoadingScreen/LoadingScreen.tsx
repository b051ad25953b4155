import * as styles from './LoadingScreen.css';

/** The whole-page 'Loading...' state (spec 000 §2). */
export function LoadingScreen() {
  return (
    <div className={styles.screen} role="status">
      Loading...
    </div>
  );
}
