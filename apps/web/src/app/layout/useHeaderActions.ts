import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiRequest } from '@/shared/api/client';
import { useCart } from '@/shared/cart/store';
import { useSession } from '@/shared/session/store';
import { scrollToSection } from './scrollToSection';

export const CONTACT_SCROLL_DELAY_MS = 100;

/** The contact link: scroll on the home page, otherwise go home and scroll after ~100 ms. */
export function useContactLink(): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    if (location.pathname === '/') {
      scrollToSection('contact');
      return;
    }
    void navigate('/');
    // A fresh page is still settling (grid loading, lazy images): jump rather than animate.
    window.setTimeout(() => scrollToSection('contact', 'instant'), CONTACT_SCROLL_DELAY_MS);
  }, [location.pathname, navigate]);
}

/** Logout: tell the server (failure ignored), clear the stored session and cart, go to /login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await apiRequest('/users/logout', { method: 'POST' });
    } catch {
      // The local session is cleared whatever the server says.
    }
    useSession.getState().signOut();
    useCart.getState().reload();
    await navigate('/login');
  }, [navigate]);
}
