import { pages } from '@shop/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { logout } from '@/shared/session/logout';
import { scrollToSection } from './scrollToSection';

const CONTACT_SCROLL_DELAY_MS = 100;

/** The contact link: scroll on the home page, otherwise go home and scroll after ~100 ms. */
export function useContactLink(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    if (location.pathname === '/') {
      scrollToSection('contact');
      return;
    }
    void navigate(pages.home);
    // A fresh page is still settling (grid loading, lazy images): jump rather than animate.
    window.setTimeout(() => scrollToSection('contact', 'instant'), CONTACT_SCROLL_DELAY_MS);
  }, [location.pathname, navigate]);
}

/** Logout (server call, local session and cart cleared), then /login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    await navigate(pages.login);
  }, [navigate]);
}
