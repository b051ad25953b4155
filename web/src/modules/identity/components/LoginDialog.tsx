import { lazy, Suspense, useState } from 'react';
import { Button } from '@/ui/Button/Button';

const loadModal = () => import('./LoginModal');
const LoginModal = lazy(() => loadModal().then((m) => ({ default: m.LoginModal })));

/**
 * The 'Admin Login' button and the sign-in dialog it opens (spec 001 "Admin login gate"). The
 * dialog and its form are their own chunk, fetched as the pointer or focus reaches the button.
 */
export function LoginDialog() {
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const preload = () => void loadModal();

  return (
    <>
      <Button
        size="lg"
        fullWidth
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onHoverStart={preload}
        onFocus={preload}
        onPress={() => {
          setOpen(true);
          setWasOpened(true);
        }}
      >
        Admin Login
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <LoginModal isOpen={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
