//! Backing the search's big tables with 2 MB pages. The transposition table (16 MB and up) and
//! the network's first layer (11 MB) are read at random at every node; in 4 KB pages that is
//! thousands of pages, far more than the processor's address cache (TLB) holds, so most reads
//! first walk the page tables. In 2 MB pages the same memory is a handful: the bench searched
//! 10% to 15% more nodes a second.
//!
//! Linux gives such pages ("transparent huge pages") to memory marked for them when its
//! setting is `madvise`, the usual default (with `always`, to any large mapping). So natively
//! on Linux the array is a memory map of its own, 2 MB-aligned and so marked (`memmap2`), seen
//! as values through `bytemuck`; elsewhere, and in WebAssembly, an ordinary vector.

use bytemuck::Pod;
use std::fmt;
use std::ops::{Deref, DerefMut};

/// A fixed-length array of plain values (any bit pattern valid, all zero bits a value) in
/// memory the system may back with 2 MB pages.
pub struct LargeArray<T: Pod> {
    #[cfg(target_os = "linux")]
    memory: linux::Mapping<T>,
    #[cfg(not(target_os = "linux"))]
    memory: Vec<T>,
}

impl<T: Pod> LargeArray<T> {
    /// `len` values of all zero bits. Natively the pages are zeroed by the system when first
    /// touched, so a large table costs nothing until it is used.
    pub fn zeroed(len: usize) -> LargeArray<T> {
        #[cfg(target_os = "linux")]
        let memory = linux::Mapping::zeroed(len);
        #[cfg(not(target_os = "linux"))]
        let memory = vec![T::zeroed(); len];
        LargeArray { memory }
    }

    /// The values `items` gives, `len` of them (natively written after the pages are marked,
    /// so they are large from the start).
    ///
    /// # Panics
    /// If `items` gives another number of values.
    pub fn from_values(len: usize, items: impl IntoIterator<Item = T>) -> LargeArray<T> {
        #[cfg(target_os = "linux")]
        let array = {
            let mut array = LargeArray::zeroed(len);
            let mut items = items.into_iter();
            for slot in array.iter_mut() {
                *slot = items
                    .next()
                    .expect("a large array's length: too few values");
            }
            assert!(
                items.next().is_none(),
                "a large array's length: too many values"
            );
            array
        };
        #[cfg(not(target_os = "linux"))]
        let array = {
            let memory: Vec<T> = items.into_iter().collect();
            assert_eq!(memory.len(), len, "a large array's length");
            LargeArray { memory }
        };
        array
    }
}

impl<T: Pod> Deref for LargeArray<T> {
    type Target = [T];

    #[inline(always)]
    fn deref(&self) -> &[T] {
        &self.memory
    }
}

impl<T: Pod> DerefMut for LargeArray<T> {
    #[inline(always)]
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.memory
    }
}

impl<T: Pod> Clone for LargeArray<T> {
    fn clone(&self) -> LargeArray<T> {
        LargeArray::from_values(self.len(), self.iter().copied())
    }
}

impl<T: Pod + PartialEq> PartialEq for LargeArray<T> {
    fn eq(&self, other: &LargeArray<T>) -> bool {
        **self == **other
    }
}

impl<T: Pod> fmt::Debug for LargeArray<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "LargeArray of {} values", self.len())
    }
}

#[cfg(target_os = "linux")]
mod linux {
    use bytemuck::Pod;
    use memmap2::{Advice, MmapMut};
    use std::marker::PhantomData;
    use std::ops::{Deref, DerefMut};

    /// The size of a large page: mappings are made a multiple of it, which Linux places on a
    /// boundary of it, so every page of the array can be a large one.
    const LARGE_PAGE: usize = 2 << 20;

    /// An anonymous memory map holding `len` values of `T` (and unused bytes after them).
    pub struct Mapping<T> {
        map: MmapMut,
        bytes: usize,
        values: PhantomData<T>,
    }

    impl<T: Pod> Mapping<T> {
        pub fn zeroed(len: usize) -> Mapping<T> {
            let bytes = len * size_of::<T>();
            let map = MmapMut::map_anon(bytes.max(1).next_multiple_of(LARGE_PAGE))
                .expect("memory for a table");
            // Only advice: refused (large pages turned off), the memory is the same.
            let _ = map.advise(Advice::HugePage);
            Mapping {
                map,
                bytes,
                values: PhantomData,
            }
        }
    }

    impl<T: Pod> Deref for Mapping<T> {
        type Target = [T];

        #[inline(always)]
        fn deref(&self) -> &[T] {
            bytemuck::cast_slice(&self.map[..self.bytes])
        }
    }

    impl<T: Pod> DerefMut for Mapping<T> {
        #[inline(always)]
        fn deref_mut(&mut self) -> &mut [T] {
            bytemuck::cast_slice_mut(&mut self.map[..self.bytes])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_zeroed_array_is_zero_and_holds_what_is_written() {
        let mut table = LargeArray::<u64>::zeroed(3 << 20);
        assert!(table.iter().all(|&word| word == 0));
        table[12_345] = 7;
        assert_eq!(table.iter().sum::<u64>(), 7);
        assert_eq!(table.len(), 3 << 20);
    }

    #[test]
    fn an_array_of_values_keeps_them_in_order_and_copies_equal() {
        let values = LargeArray::from_values(1_000, (0..1_000).map(|i| i as i16 * 3));
        assert_eq!(values[999], 2_997);
        assert_eq!(values.clone(), values);
        assert!(LargeArray::<u8>::zeroed(0).is_empty());
    }

    #[test]
    #[should_panic(expected = "length")]
    fn too_few_values_are_refused() {
        LargeArray::from_values(10, [1u32; 9]);
    }

    #[test]
    #[should_panic(expected = "length")]
    fn too_many_values_are_refused() {
        LargeArray::from_values(10, [1u32; 11]);
    }
}
