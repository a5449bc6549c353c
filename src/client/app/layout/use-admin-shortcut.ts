import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@shared/routes';

const SEQUENCE = ['KeyA', 'KeyD', 'KeyM', 'KeyI', 'KeyN'];
const RESET_AFTER_MS = 5_000;

/**
 * Ctrl+Alt held while typing A, D, M, I, N opens the internal access page. Letters are matched by
 * key position (event.code) because Ctrl+Alt changes event.key on many keyboard layouts.
 */
export function useAdminShortcut() {
  const navigate = useNavigate();
  useEffect(() => {
    let position = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reset = () => {
      position = 0;
      clearTimeout(timer);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.ctrlKey || !event.altKey) return;
      if (event.code === 'ControlLeft' || event.code === 'ControlRight') return;
      if (event.code === 'AltLeft' || event.code === 'AltRight') return;
      position =
        event.code === SEQUENCE[position] ? position + 1 : event.code === SEQUENCE[0] ? 1 : 0;
      clearTimeout(timer);
      if (position === SEQUENCE.length) {
        reset();
        event.preventDefault();
        navigate(paths.internalAccess);
        return;
      }
      if (position > 0) timer = setTimeout(reset, RESET_AFTER_MS);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === 'Control' || event.key === 'Alt') reset();
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', reset);
    return () => {
      reset();
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', reset);
    };
  }, [navigate]);
}
