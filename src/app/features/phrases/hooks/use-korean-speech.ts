import { useEffect, useState } from 'react';

/** Korean text-to-speech where the device has a Korean voice; `canSpeak` is false elsewhere. */
export function useKoreanSpeech() {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(null);

  useEffect(() => {
    if (!('speechSynthesis' in window)) return;
    const pick = () =>
      setVoice(window.speechSynthesis.getVoices().find((v) => v.lang.toLowerCase().startsWith('ko')) ?? null);
    pick();
    window.speechSynthesis.addEventListener('voiceschanged', pick);
    return () => window.speechSynthesis.removeEventListener('voiceschanged', pick);
  }, []);

  const speak = (text: string) => {
    if (!voice) return;
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.rate = 0.9;
    window.speechSynthesis.speak(utterance);
  };

  return { canSpeak: voice !== null, speak };
}
