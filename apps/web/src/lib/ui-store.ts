import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export const THEME_NAMES = ['mint', 'monochrome'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
export const USER_STATUSES = ['online', 'idle', 'bussy', 'offline'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

interface UiState {
  theme: ThemeName;
  language: 'en' | 'de';
  layout: 'mega-menu' | 'sidebar';
  sidebarOpen: boolean;
  userStatus: UserStatus;
  setTheme(theme: ThemeName): void;
  setLanguage(language: 'en' | 'de'): void;
  setSidebarOpen(open: boolean): void;
  setUserStatus(status: UserStatus): void;
}

/** The ui slice is the only persisted state (spec 001 §4); the session lives in cookies. */
export const useUi = create<UiState>()(
  persist(
    (set) => ({
      theme: 'mint',
      language: 'en',
      layout: 'mega-menu',
      sidebarOpen: true,
      userStatus: 'online',
      setTheme: (theme) => set({ theme }),
      setLanguage: (language) => set({ language }),
      setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
      setUserStatus: (userStatus) => set({ userStatus }),
    }),
    {
      name: 'ui',
      partialize: ({ theme, language, layout, sidebarOpen, userStatus }) => ({ theme, language, layout, sidebarOpen, userStatus }),
    },
  ),
);
