export default {
  en: {
    site: {
      maintenance: {
        title: 'Under maintenance',
        text: 'Campus ERP is being updated and will be back shortly. Your data is safe; please try again in a few minutes.',
      },
      comingSoon: {
        title: 'Coming soon',
        text: 'This part of Campus ERP is being prepared and opens soon. Until then, the rest of the portal works as usual.',
      },
      adminMenus: {
        title: 'Admin Menus',
        subtitle: 'Every screen you may open, grouped as in the menu.',
        main: 'Main menu',
      },
    },
  },
  de: {
    site: {
      maintenance: {
        title: 'Wartungsarbeiten',
        text: 'Campus ERP wird gerade aktualisiert und ist in Kürze wieder erreichbar. Ihre Daten sind sicher; bitte versuchen Sie es in einigen Minuten erneut.',
      },
      comingSoon: {
        title: 'Demnächst verfügbar',
        text: 'Dieser Bereich von Campus ERP wird gerade vorbereitet und öffnet bald. Bis dahin funktioniert der Rest des Portals wie gewohnt.',
      },
      adminMenus: {
        title: 'Admin-Menüs',
        subtitle: 'Jede Ansicht, die Sie öffnen dürfen, gruppiert wie im Menü.',
        main: 'Hauptmenü',
      },
    },
  },
};
