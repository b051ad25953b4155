import { useLinkSignIn } from '@/modules/portal/hooks/useLinkSignIn';
import { CustomerLoginForm } from './CustomerLoginForm';
import * as styles from './CustomerLoginPage.css';

/**
 * /customer/login and /customer-login (001 §2): the customer's sign-in with registration and
 * e-mail, or through the one-time link a text brought. Light on purpose: no GraphQL client here.
 */
export function CustomerLoginPage() {
  const link = useLinkSignIn();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Customer Portal Login</h1>
        <p className={styles.prompt}>Enter your vehicle registration and email to see your bookings, invoices and photos.</p>
        {link.state === 'redeeming' ? (
          <p className={styles.status} role="status">
            Signing you in...
          </p>
        ) : (
          <>
            {link.state === 'failed' && (
              <p className={styles.alert} role="alert">
                {link.message}
              </p>
            )}
            <CustomerLoginForm />
          </>
        )}
      </div>
    </main>
  );
}
