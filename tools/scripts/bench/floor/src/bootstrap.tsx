import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route path="*" element={<h1>More customers from Google, Bing and Maps, managed for you</h1>} />
    </Routes>
  </BrowserRouter>,
);
