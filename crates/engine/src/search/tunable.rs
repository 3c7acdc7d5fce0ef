//! A search margin an SPSA run may tune (`tools/spsa.py`). In the shipped build each is a
//! constant; built with `--features tune`, each is also a UCI option (its name, a spin within
//! its range), read at every use. The search reads one with [`Tunable::get`] either way.

#[cfg(feature = "tune")]
use std::sync::atomic::{AtomicI32, Ordering};

/// One tunable margin: its name (the UCI option's), value and the range a tune keeps it in.
pub struct Tunable {
    /// The name, as in `parameters.rs` (the UCI option's name in a tuning build).
    pub name: &'static str,
    #[cfg(not(feature = "tune"))]
    value: i32,
    #[cfg(feature = "tune")]
    value: AtomicI32,
    /// The shipped value.
    pub default: i32,
    /// The lowest value a tune may try.
    pub min: i32,
    /// The highest value a tune may try.
    pub max: i32,
}

impl Tunable {
    /// A margin of `value`, tuned within `min..=max`.
    pub const fn new(name: &'static str, value: i32, min: i32, max: i32) -> Tunable {
        Tunable {
            name,
            #[cfg(not(feature = "tune"))]
            value,
            #[cfg(feature = "tune")]
            value: AtomicI32::new(value),
            default: value,
            min,
            max,
        }
    }

    /// The value searched with.
    #[cfg(not(feature = "tune"))]
    #[inline(always)]
    pub const fn get(&self) -> i32 {
        self.value
    }

    /// The value searched with.
    #[cfg(feature = "tune")]
    #[inline(always)]
    pub fn get(&self) -> i32 {
        self.value.load(Ordering::Relaxed)
    }

    /// Searches with `value` from now on (a tuning build's `setoption`).
    #[cfg(feature = "tune")]
    pub fn set(&self, value: i32) -> Result<(), String> {
        if !(self.min..=self.max).contains(&value) {
            return Err(format!(
                "{} must be within {}..={}, not {value}",
                self.name, self.min, self.max
            ));
        }
        self.value.store(value, Ordering::Relaxed);
        Ok(())
    }
}
